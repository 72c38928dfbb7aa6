import ts from 'typescript';

export interface HardCoded {
  line: number;
  text: string;
  where: string;
}

/** Attributes whose value a person reads or hears (screen readers included). */
const USER_FACING_ATTRIBUTES = new Set(['aria-label', 'aria-description', 'aria-valuetext', 'aria-roledescription', 'alt', 'title', 'placeholder', 'label', 'hint', 'heading', 'caption']);

/** Words, in any script: a string made only of symbols (·, ×, ←, 1/3, %) is not language. */
const HAS_WORDS = /\p{L}{2,}|[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u;

/**
 * User-facing text written straight into a component instead of going through i18next: JSX
 * text, string literals placed as JSX children, and the string values of the attributes above.
 * Class names, ids, URLs, keys and other strings a person never reads are not looked at.
 */
export function findHardCodedStrings(fileName: string, source: string): HardCoded[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: HardCoded[] = [];
  const report = (node: ts.Node, text: string, where: string) => {
    const value = text.replace(/\s+/g, ' ').trim();
    if (HAS_WORDS.test(value)) found.push({ line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1, text: value, where });
  };
  const literalText = (node: ts.Node | undefined): string | undefined => {
    if (!node) return undefined;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
    if (ts.isJsxExpression(node)) return literalText(node.expression);
    if (ts.isTemplateExpression(node)) return [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(' ');
    if (ts.isConditionalExpression(node)) return [literalText(node.whenTrue), literalText(node.whenFalse)].filter(Boolean).join(' ') || undefined;
    if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.BarBarToken) return literalText(node.right);
    if (ts.isParenthesizedExpression(node)) return literalText(node.expression);
    return undefined;
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) report(node, node.text, 'text');
    else if (ts.isJsxExpression(node) && node.parent && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) {
      const text = literalText(node.expression);
      if (text !== undefined) report(node, text, 'text');
    } else if (ts.isJsxAttribute(node)) {
      const name = node.name.getText(file);
      const text = literalText(node.initializer);
      if (USER_FACING_ATTRIBUTES.has(name) && text !== undefined) report(node, text, name);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}
