/**
 * NurseLab's role for an LTI roles claim (LTI 1.3 core, appendix A): a course's Instructor
 * (its sub-roles such as TeachingAssistant too), ContentDeveloper or Administrator teaches;
 * a Learner studies. Institution and system roles alone give no role in a course.
 */
export type LtiCourseRole = 'professor' | 'student';

const MEMBERSHIP = 'http://purl.imsglobal.org/vocab/lis/v2/membership#';
const TEACHING = ['Instructor', 'ContentDeveloper', 'Administrator'];

/** The context role of one URI (full, sub-role `membership/Instructor#TA`, or the deprecated short form). */
function contextRole(uri: string): string | null {
  if (uri.startsWith(MEMBERSHIP)) return uri.slice(MEMBERSHIP.length);
  const sub = /^http:\/\/purl\.imsglobal\.org\/vocab\/lis\/v2\/membership\/([A-Za-z]+)#/.exec(uri);
  if (sub) return sub[1];
  if (/^[A-Za-z]+$/.test(uri)) return uri;
  return null;
}

export function ltiCourseRole(roles: readonly string[]): LtiCourseRole | null {
  const context = roles.map(contextRole).filter((r): r is string => r !== null);
  if (context.some((r) => TEACHING.includes(r))) return 'professor';
  if (context.includes('Learner')) return 'student';
  return null;
}
