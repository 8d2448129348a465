/**
 * The API's sentences about a spreadsheet it cannot take (the learner import), with the UI string
 * that says the same in every language (see form-errors.ts).
 */
export const IMPORT_FILE_SERVER_MESSAGES: [RegExp, string][] = [
  [/^The file is not UTF-8 text\./, 'dashboard.import.fileRefused.notUtf8'],
  [/^The file is not a readable XLSX workbook\./, 'dashboard.import.fileRefused.notWorkbook'],
  [/^The workbook holds too many parts/, 'dashboard.import.fileRefused.tooManyParts'],
  [/^The workbook unpacks to more than (?<megabytes>\d+) MB\./, 'dashboard.import.fileRefused.unpacksTooLarge'],
  [/^The file has more than (?<max>\d+) learners;/, 'dashboard.import.fileRefused.tooManyLearners'],
  [/^The sheet names a row beyond the last a sheet can have \((?<max>\d+)\)\./, 'dashboard.import.fileRefused.rowBeyond'],
  [/^The sheet names a column beyond the last a sheet can have/, 'dashboard.import.fileRefused.columnBeyond'],
  [/^The file has more than (?<max>\d+) columns\./, 'dashboard.import.fileRefused.tooManyColumns'],
  [/^The file took too long to read\./, 'dashboard.import.fileRefused.tooSlow'],
  [/^The file is too large: a spreadsheet may be at most (?<megabytes>\d+) MB\.$/, 'dashboard.import.fileRefused.tooLarge'],
  [/^The file is empty\.$/, 'dashboard.import.fileRefused.empty'],
  [/^The file has no "Name \(English\)" column\./, 'dashboard.import.fileRefused.noNameColumn'],
  [/^The file has neither an "Email" nor a "Mobile number" column\./, 'dashboard.import.fileRefused.noContactColumn'],
  [/^The file has a header but no learners\.$/, 'dashboard.import.fileRefused.noLearners'],
];
