// Per-user directories (user-paths.ts): the layout recruit has always used (env-paths'),
// on each platform, with XDG variables honoured only when absolute.
import { describe, expect, it } from 'vitest';
import { userPaths } from '../../src/cli/user-paths.js';

describe('userPaths', () => {
  it('Linux: XDG defaults under the home directory', () => {
    expect(userPaths('recruit', { platform: 'linux', env: {}, homedir: '/home/ada' })).toEqual({
      data: '/home/ada/.local/share/recruit',
      config: '/home/ada/.config/recruit',
      cache: '/home/ada/.cache/recruit',
    });
  });

  it('Linux: absolute XDG variables win; empty or relative ones are ignored', () => {
    const env = { XDG_DATA_HOME: '/srv/data', XDG_CONFIG_HOME: 'relative/config', XDG_CACHE_HOME: '' };
    expect(userPaths('recruit', { platform: 'linux', env, homedir: '/home/ada' })).toEqual({
      data: '/srv/data/recruit',
      config: '/home/ada/.config/recruit',
      cache: '/home/ada/.cache/recruit',
    });
  });

  it('macOS: ~/Library', () => {
    expect(userPaths('recruit', { platform: 'darwin', env: { XDG_DATA_HOME: '/ignored' }, homedir: '/Users/ada' })).toEqual({
      data: '/Users/ada/Library/Application Support/recruit',
      config: '/Users/ada/Library/Preferences/recruit',
      cache: '/Users/ada/Library/Caches/recruit',
    });
  });

  it('Windows: %LOCALAPPDATA% and %APPDATA%, or their defaults under the profile', () => {
    const env = { APPDATA: 'C:\\Users\\ada\\AppData\\Roaming', LOCALAPPDATA: 'D:\\Local' };
    expect(userPaths('recruit', { platform: 'win32', env, homedir: 'C:\\Users\\ada' })).toEqual({
      data: 'D:\\Local\\recruit\\Data',
      config: 'C:\\Users\\ada\\AppData\\Roaming\\recruit\\Config',
      cache: 'D:\\Local\\recruit\\Cache',
    });
    expect(userPaths('recruit', { platform: 'win32', env: {}, homedir: 'C:\\Users\\ada' }).data).toBe('C:\\Users\\ada\\AppData\\Local\\recruit\\Data');
  });
});
