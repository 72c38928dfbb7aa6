/** Validates every lab file under content/labs and prints one line per problem. */
import { loadLabFiles } from '../server/src/catalogue/contentFiles.js';

const { labs, problems } = await loadLabFiles();
for (const p of problems) console.error(`${p.file}: ${p.message}`);
console.log(`${labs.length} labs valid, ${problems.length} problems`);
process.exit(problems.length ? 1 : 0);
