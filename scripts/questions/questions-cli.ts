/**
 * `npm run questions -- [--no-ocr] <pdf files…>`: what @vithelper/questions finds in PDFs, as
 * JSON on stdout, so a new paper layout can be checked without the site:
 *   {"papers":[{"file","questions":[{"number","text","marks","page","top","bottom"}]}],
 *    "groups":[["<file>#<number>", …]]}
 * `page` is the question's first page (1-based), `top` its top on that page and `bottom` its
 * bottom on its last page, both 0–1 from the page's top. A paper whose questions cannot be found
 * is listed with no questions and its reason goes to stderr; a file that cannot be read is
 * reported there too and makes the exit code 1, after the others are printed.
 */
import { readFile } from 'node:fs/promises';
import { cutPaper, groupQuestions, type Question } from '@vithelper/questions';
import { parseFlags } from '../cli-flags';
import { pdfItems } from './pdf-items';

type Printed = {
  number: string;
  text: string;
  marks: number | null;
  page: number;
  top: number;
  bottom: number;
};

const printed = (question: Question): Printed => {
  const first = question.regions[0];
  const last = question.regions[question.regions.length - 1];
  return {
    number: question.number,
    text: question.text,
    marks: question.marks,
    page: first?.page ?? 1,
    top: first?.top ?? 0,
    bottom: last?.bottom ?? 1,
  };
};

const USAGE = 'Usage: npm run questions -- [--no-ocr] <pdf files…>';

async function main(args: readonly string[]): Promise<number> {
  const { values, positionals: files } = parseFlags(
    USAGE,
    { 'no-ocr': { type: 'boolean', default: false } },
    { allowPositionals: true, args },
  );
  const ocr = !values['no-ocr'];
  if (files.length === 0) {
    console.error(USAGE);
    return 2;
  }
  let failed = false;
  const papers: Array<{ file: string; questions: Question[] }> = [];
  for (const file of files) {
    try {
      const result = cutPaper(file, await pdfItems(await readFile(file), { ocr }));
      if (!result.ok) console.error(`${file}: ${result.reason} It is kept as a whole paper.`);
      papers.push({ file, questions: result.questions });
    } catch (error) {
      failed = true;
      console.error(
        `${file}: could not be read (${error instanceof Error ? error.message : String(error)}).`,
      );
      papers.push({ file, questions: [] });
    }
  }
  const all = papers.flatMap((paper) => paper.questions);
  const byId = new Map(all.map((question) => [question.id, question]));
  const groups = groupQuestions(all).map((group) =>
    group.members.map((id) => `${byId.get(id)!.paper}#${byId.get(id)!.number}`),
  );
  const out = {
    papers: papers.map(({ file, questions }) => ({ file, questions: questions.map(printed) })),
    groups,
  };
  console.log(JSON.stringify(out, null, 2));
  return failed ? 1 : 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
