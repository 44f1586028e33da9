import { describe, expect, it } from 'vitest';
import { lobbyCategoryOf, lobbySearch, listKey, parseLobbyQuery } from './lobby-url';

describe('lobby address', () => {
  it('reads the category from the route and the filter from the query', () => {
    expect(parseLobbyQuery('/rng', '?vendor=pg&page=slot&q=Dragon&pageNo=3')).toEqual({
      category: 'RNG',
      vendor: 'PG',
      classify: 'SLOT',
      gameName: 'Dragon',
      pageNo: 3,
      view: 'pages',
    });
    expect(parseLobbyQuery('/inhouse', '?pageNo=-2&view=scroll')).toMatchObject({
      category: null,
      pageNo: 1,
      view: 'scroll',
    });
    expect(lobbyCategoryOf('/esports/')).toBe('ESPORTS');
    expect(lobbyCategoryOf('/promo')).toBeUndefined();
  });

  it('writes only what differs from the defaults, and round-trips', () => {
    expect(
      lobbySearch({ vendor: null, classify: null, gameName: '', pageNo: 1, view: 'pages' }),
    ).toBe('');
    const search = lobbySearch({
      vendor: 'PG',
      classify: 'SLOT',
      gameName: 'gold rush',
      pageNo: 4,
      view: 'pages',
    });
    expect(search).toBe('?vendor=PG&page=SLOT&q=gold+rush&pageNo=4');
    expect(parseLobbyQuery('/rng', search)).toMatchObject({
      vendor: 'PG',
      classify: 'SLOT',
      gameName: 'gold rush',
      pageNo: 4,
    });
    // The scroll view has no page number.
    expect(
      lobbySearch({ vendor: null, classify: null, gameName: '', pageNo: 4, view: 'scroll' }),
    ).toBe('?view=scroll');
  });

  it('keys a list by everything but its page', () => {
    expect(listKey(parseLobbyQuery('/rng', '?pageNo=2'))).toBe(
      listKey(parseLobbyQuery('/rng', '?pageNo=5')),
    );
    expect(listKey(parseLobbyQuery('/rng', '?q=A'))).toBe(listKey(parseLobbyQuery('/rng', '?q=a')));
    expect(listKey(parseLobbyQuery('/rng', '?vendor=PG'))).not.toBe(
      listKey(parseLobbyQuery('/rng')),
    );
  });
});

describe('the seamless lobby address', () => {
  it('is the lobby over every category, a list of its own', () => {
    const seamless = parseLobbyQuery('/seamless/', '?vendor=pg');
    expect(seamless).toMatchObject({ category: null, vendor: 'PG', seamless: true });
    expect(lobbyCategoryOf('/seamless')).toBeUndefined();
    expect(listKey(seamless)).not.toBe(listKey(parseLobbyQuery('/inhouse', '?vendor=pg')));
    expect(lobbySearch(seamless)).toBe('?vendor=PG');
  });
});
