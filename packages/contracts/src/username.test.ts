import { describe, expect, it } from 'vitest';
import { usernameKey } from './username.ts';
import { usernameProblem } from './validation.ts';

describe('usernameKey', () => {
  it('folds ASCII case and compatibility forms onto the characters a name may hold', () => {
    expect(usernameKey('Alice_01')).toBe('alice_01');
    expect(usernameKey('ａｌｉｃｅ＿０１')).toBe('alice_01');
    expect(usernameKey('\u212Ait')).toBe('kit');
    expect(usernameKey('张三-Li')).toBe('张三-li');
  });

  it('leaves non-ASCII letters alone, so no locale-dependent fold can merge two names', () => {
    expect(usernameKey('bf_kİt')).not.toBe(usernameKey('bf_kit'));
    expect(usernameKey('ınci')).not.toBe(usernameKey('inci'));
    expect(usernameKey('straße')).toBe('straße');
    expect(usernameKey('J\u030Cob')).toBe('\u01F0ob');
    expect(usernameKey('STRASSE')).toBe('strasse');
  });

  it('is its own fixed point, and every registrable name keeps its letters', () => {
    for (const name of ['bf_kİt', 'ＡＢＣ', 'ǅemal', 'ﬁle', 'J\u030Cob', '张三_ABC'])
      expect(usernameKey(usernameKey(name))).toBe(usernameKey(name));
    for (const name of ['learner_1', 'Zhang-San', '张三李四', '㐀㐁㐂']) {
      expect(usernameProblem(name)).toBeNull();
      expect(usernameKey(name)).toBe(name.toLowerCase());
    }
  });
});
