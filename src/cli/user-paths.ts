// Where recruit keeps its data, config and cache per user: the XDG base directories on
// Linux, ~/Library on macOS, %LOCALAPPDATA%/%APPDATA% on Windows — the layout of the
// env-paths package (DESIGN.md §2), which this replaces. env-paths imports `node:process`
// as a module, which runs every getter of `process` (creating process.stdin among them):
// ~6 ms of every command's start-up (DESIGN.md §7). Pure: the caller passes the platform.
import { join, posix, win32 } from 'node:path';

export interface UserPaths {
  data: string;
  config: string;
  cache: string;
}

export interface Platform {
  platform: NodeJS.Platform;
  env: Record<string, string | undefined>;
  homedir: string;
}

export function userPaths(name: string, { platform, env, homedir }: Platform): UserPaths {
  if (platform === 'darwin') {
    const library = posix.join(homedir, 'Library');
    return {
      data: posix.join(library, 'Application Support', name),
      config: posix.join(library, 'Preferences', name),
      cache: posix.join(library, 'Caches', name),
    };
  }
  if (platform === 'win32') {
    const appData = env['APPDATA'] || win32.join(homedir, 'AppData', 'Roaming');
    const localAppData = env['LOCALAPPDATA'] || win32.join(homedir, 'AppData', 'Local');
    return {
      data: win32.join(localAppData, name, 'Data'),
      config: win32.join(appData, name, 'Config'),
      cache: win32.join(localAppData, name, 'Cache'),
    };
  }
  // https://specifications.freedesktop.org/basedir-spec/latest/ — relative values are invalid and ignored.
  const base = (variable: string, fallback: string[]) => {
    const value = env[variable];
    return value && value.startsWith('/') ? value : join(homedir, ...fallback);
  };
  return {
    data: join(base('XDG_DATA_HOME', ['.local', 'share']), name),
    config: join(base('XDG_CONFIG_HOME', ['.config']), name),
    cache: join(base('XDG_CACHE_HOME', ['.cache']), name),
  };
}
