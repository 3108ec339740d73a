import { main } from '../main';

/** Runs the command line in this process, as `pass-studio ...args`, collecting what it prints. */
export async function runCli(...args: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await main(args, {
    stdout: (t) => void (stdout += t),
    stderr: (t) => void (stderr += t),
  });
  return { code, stdout, stderr };
}
