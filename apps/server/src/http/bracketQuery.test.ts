import { describe, expect, it } from 'vitest';
import { parseBracketQuery } from './bracketQuery.ts';

const plain = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

describe('parseBracketQuery', () => {
  it('nests bracket keys the way swell-js (qs) writes them', () => {
    const q = parseBracketQuery(
      '%24jsonp%5Bmethod%5D=post&%24jsonp%5Bcallback%5D=none&%24data%5Bnumber%5D=4242%204242&%24key=pk&where%5B0%5D%5Bid%5D=1',
    );
    expect(plain(q)).toEqual({
      $jsonp: { method: 'post', callback: 'none' },
      $data: { number: '4242 4242' },
      $key: 'pk',
      where: { '0': { id: '1' } },
    });
  });

  it('keeps plain keys flat and repeated keys as lists', () => {
    expect(plain(parseBracketQuery('limit=5&tag=a&tag=b&%24cache=false'))).toEqual({
      limit: '5',
      tag: ['a', 'b'],
      $cache: 'false',
    });
  });

  it('collects a[]= values by index', () => {
    expect(plain(parseBracketQuery('a%5B%5D=x&a%5B%5D=y'))).toEqual({ a: { '0': 'x', '1': 'y' } });
  });

  it('never writes prototype keys and limits depth and size', () => {
    const q = parseBracketQuery(
      '__proto__%5Bpolluted%5D=1&a%5Bconstructor%5D%5Bprototype%5D=1&x=1',
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(plain(q)).toEqual({ x: '1' });
    expect(plain(parseBracketQuery('a[1][2][3][4][5][6]=deep'))).toEqual({});
    const many = Array.from({ length: 500 }, (_, i) => `k${i}=1`).join('&');
    expect(Object.keys(parseBracketQuery(many))).toHaveLength(200);
  });

  it('does not read inherited properties as existing values', () => {
    expect(plain(parseBracketQuery('toString%5Ba%5D=1'))).toEqual({ toString: { a: '1' } });
  });
});
