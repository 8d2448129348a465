/** Thrown when the person stops the prompt (Ctrl+C, or Ctrl+D on an empty line). */
export class PromptCancelledError extends Error {}

type TerminalInput = NodeJS.ReadStream & { setRawMode: (mode: boolean) => unknown };

/**
 * Reads one line from the terminal without showing what is typed: the terminal is put in raw
 * mode, so the characters never echo, and the prompt is written to stderr so that stdout stays
 * clean. Backspace deletes; arrow keys and other escape sequences are ignored.
 */
export function readSecret(prompt: string, input = process.stdin as TerminalInput, output = process.stderr): Promise<string> {
  return new Promise((resolve, reject) => {
    let value = '';
    const finish = (error?: Error) => {
      input.off('data', onData);
      input.setRawMode(false);
      input.pause();
      output.write('\n');
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (chunk: string) => {
      if (chunk.startsWith('\u001b')) return;
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return finish();
        if (char === '\u0003' || (char === '\u0004' && value === '')) return finish(new PromptCancelledError('Cancelled.'));
        if (char === '\u007f' || char === '\b') value = [...value].slice(0, -1).join('');
        else if (char >= ' ') value += char;
      }
    };
    // Raw mode first: a character typed as soon as the prompt shows is never echoed.
    input.setRawMode(true);
    input.setEncoding('utf8');
    output.write(prompt);
    input.on('data', onData);
    input.resume();
  });
}
