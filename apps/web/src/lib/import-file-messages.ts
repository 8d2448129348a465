/**
 * The API's sentences about a spreadsheet it cannot take (the learner import), with the UI string
 * that says the same in every language (see form-errors.ts).
 */
export const IMPORT_FILE_SERVER_MESSAGES: [RegExp, string][] = [
  [/^The file is not UTF-8 text\./, 'dashboard.import.refused.notUtf8'],
  [/^The file is not a readable XLSX workbook\./, 'dashboard.import.refused.notWorkbook'],
  [/^The workbook holds too many parts/, 'dashboard.import.refused.tooManyParts'],
  [/^The workbook unpacks to more than (?<megabytes>\d+) MB\./, 'dashboard.import.refused.unpacksTooLarge'],
  [/^The file has more than (?<max>\d+) learners;/, 'dashboard.import.refused.tooManyLearners'],
  [/^The sheet names a row beyond the last a sheet can have \((?<max>\d+)\)\./, 'dashboard.import.refused.rowBeyond'],
  [/^The sheet names a column beyond the last a sheet can have/, 'dashboard.import.refused.columnBeyond'],
  [/^The file has more than (?<max>\d+) columns\./, 'dashboard.import.refused.tooManyColumns'],
  [/^The file took too long to read\./, 'dashboard.import.refused.tooSlow'],
  [/^The file is too large: a spreadsheet may be at most (?<megabytes>\d+) MB\.$/, 'dashboard.import.refused.tooLarge'],
  [/^The file is empty\.$/, 'dashboard.import.refused.empty'],
  [/^The file has no "Name \(English\)" column\./, 'dashboard.import.refused.noNameColumn'],
  [/^The file has neither an "Email" nor a "Mobile number" column\./, 'dashboard.import.refused.noContactColumn'],
  [/^The file has a header but no learners\.$/, 'dashboard.import.refused.noLearners'],
];
