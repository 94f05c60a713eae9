import { describe, expect, it } from 'vitest';
import { isProviderName } from './provider-names';
import { readDiscordProfile, readGitHubProfile } from './providers';

describe('readGitHubProfile', () => {
  it.each<[string, unknown, unknown]>([
    [
      'a profile with a name',
      {
        id: 583231,
        login: 'octocat',
        name: 'Mona',
        avatar_url: 'https://avatars.githubusercontent.com/u/583231',
      },
      { providerUserId: '583231', name: 'Mona', avatarUrl: 'https://avatars.githubusercontent.com/u/583231' },
    ],
    [
      'a profile without a name',
      { id: 1, login: 'octocat', name: null },
      { providerUserId: '1', name: 'octocat', avatarUrl: null },
    ],
    [
      'a blank name',
      { id: 1, login: 'octocat', name: '   ' },
      { providerUserId: '1', name: 'octocat', avatarUrl: null },
    ],
    [
      'a very long name',
      { id: 1, name: 'n'.repeat(300) },
      { providerUserId: '1', name: 'n'.repeat(100), avatarUrl: null },
    ],
    [
      'an http avatar',
      { id: 1, login: 'o', avatar_url: 'http://x.example/a.png' },
      { providerUserId: '1', name: 'o', avatarUrl: null },
    ],
    [
      'an unreadable avatar',
      { id: 1, login: 'o', avatar_url: 'not a url' },
      { providerUserId: '1', name: 'o', avatarUrl: null },
    ],
    ['a string id', { id: '1', login: 'o' }, { problem: 'the profile has no numeric id' }],
    ['a negative id', { id: -1, login: 'o' }, { problem: 'the profile has no numeric id' }],
    ['no name or login', { id: 1 }, { problem: 'the profile has neither a name nor a login' }],
    ['a list', [], { problem: 'the profile is not a JSON object' }],
  ])('reads %s', (_case, body, expected) => {
    expect(readGitHubProfile(body)).toEqual(expected);
  });
});

describe('readDiscordProfile', () => {
  it.each<[string, unknown, unknown]>([
    [
      'a profile with an avatar',
      {
        id: '80351110224678912',
        username: 'nelly',
        global_name: 'Nelly',
        avatar: '8342729096ea3675442027381ff50dfe',
      },
      {
        providerUserId: '80351110224678912',
        name: 'Nelly',
        avatarUrl:
          'https://cdn.discordapp.com/avatars/80351110224678912/8342729096ea3675442027381ff50dfe.png',
      },
    ],
    [
      'no global name nor avatar',
      { id: '1', username: 'nelly', avatar: null },
      { providerUserId: '1', name: 'nelly', avatarUrl: null },
    ],
    [
      'a strange avatar hash',
      { id: '1', username: 'n', avatar: '../x' },
      { providerUserId: '1', name: 'n', avatarUrl: null },
    ],
    ['a numeric id', { id: 1, username: 'n' }, { problem: 'the profile has no numeric id' }],
    ['an id with letters', { id: '12a', username: 'n' }, { problem: 'the profile has no numeric id' }],
    ['no names', { id: '1' }, { problem: 'the profile has neither a global name nor a username' }],
    ['null', null, { problem: 'the profile is not a JSON object' }],
  ])('reads %s', (_case, body, expected) => {
    expect(readDiscordProfile(body)).toEqual(expected);
  });
});

describe('isProviderName', () => {
  it('knows github and discord, as written', () => {
    expect(['github', 'discord', 'GitHub', 'gitlab'].map(isProviderName)).toEqual([true, true, false, false]);
  });
});
