import { spawn } from 'node:child_process';

export interface ScriptRun {
  /** The exit code, or null when a signal ended the script. */
  status: number | null;
  stdout: string;
  stderr: string;
  /** Whether the run was cut off at its time limit. */
  timedOut: boolean;
}

/** A process group's members, killed at once; none may be left (ESRCH) once the script has ended. */
function killGroup(leader: number): void {
  try {
    process.kill(-leader, 'SIGKILL');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}

/**
 * Runs one of the project's Node scripts (`scripts/audit.mjs …`) in a process group of its own, and
 * resolves once it has ended with what it printed. Whatever the script started goes with it: at the
 * time limit the whole group is killed (spawnSync's timeout kills only the script, which left Lighthouse
 * CI's static server holding its port), and so is anything still in the group after it exits.
 */
export function runScript(args: string[], options: { cwd: string; timeout: number }): Promise<ScriptRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: options.cwd, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup(child.pid!);
    }, options.timeout);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (status) => {
      clearTimeout(timer);
      killGroup(child.pid!);
      resolve({ status, stdout, stderr, timedOut });
    });
  });
}
