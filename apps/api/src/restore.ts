// `npm run restore -- FILE`: brings a backup made by `npm run backup` back into an empty DATA_DIR.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { BackupError, restoreBackup } from './backup-archive.js';
import { ConfigError, loadConfig } from './config.js';
import { keepNewFilesPrivate } from './lib/private-files.js';
import { Progress } from './lib/progress.js';

const USAGE = `Usage: npm run restore -- FILE

Restores a backup made by npm run backup into DATA_DIR, which must be empty or not exist yet
(nothing is ever overwritten). Then start the server on it as usual. On PostgreSQL
(DATABASE_URL) restore the pg_dump file with pg_restore instead: it holds the media too.`;

async function main() {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { help: { type: 'boolean', short: 'h' } } });
  if (values.help) return console.log(USAGE);
  const [file] = positionals;
  if (!file) throw new BackupError(`Name the backup file.\n\n${USAGE}`);
  keepNewFilesPrivate();
  const config = loadConfig();
  if (config.databaseUrl) throw new BackupError('DATABASE_URL is set: restore PostgreSQL with pg_restore; its dump holds the media too.');
  const { mediaFiles } = await restoreBackup(resolve(file), config.dataDir, new Progress('Restore'));
  console.log(`Restored into ${config.dataDir}: the database and ${mediaFiles} media files. Start the server with this DATA_DIR.`);
}

main().catch((error: unknown) => {
  if (error instanceof BackupError || error instanceof ConfigError) console.error(error.message);
  else console.error('The restore failed:', error);
  process.exit(1);
});
