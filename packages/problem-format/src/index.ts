/**
 * The problem format, free of the tools (the server may use all of it): reading and writing
 * problem folders, a problem's judge specification, the VerilogEval layouts, the Verilog lexer
 * they share with the judge, the code-line counter of the IDE and converter limits, the IDE's
 * project templates, the similarity check's fingerprints.
 */
export { countCodeLines, countTotalCodeLines } from './line-count.ts';
export {
  definedModules,
  lex,
  matchBrackets,
  modulesOf,
  renameIdentifiers,
  tokenize,
  TokenStream,
  type Token,
  type TokenKind,
} from './lexer.ts';
export { fingerprint, similarity, similarPairs, SIMILARITY_THRESHOLD, type Fingerprint, type SimilarPair } from './similarity.ts';
export { mapParallel } from './map-parallel.ts';
export { chapterFolderName, writeChapter, writeProblemFolder, type ProblemFiles } from './problem-writer.ts';
export {
  curriculumOrder,
  judgeSpecHash,
  judgeSpecOf,
  readProblemBank,
  readProblemFolder,
  type Chapter,
  type ProblemBank,
  type ProblemFolder,
} from './problems.ts';
export { readVerilogEval, VERILOGEVAL_TAG, type VerilogEvalPack } from './verilogeval.ts';
export { selectProjectFiles, type ProjectSelection } from './project-files.ts';
export { readProjectTemplate, readProjectTemplates, TEMPLATE_LINE_LIMIT, TEMPLATES_FOLDER } from './templates.ts';
