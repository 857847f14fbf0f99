import { createRequire } from 'node:module';

type Cached = [times: number, value: unknown];
interface Entity {
  opUpdate(key: string, update: (previous: Cached | undefined) => Cached | null): void;
}

/** The key prefix of the component styles antd registers (@ant-design/cssinjs useStyleRegister). */
const STYLE_PREFIX = 'style%';

/**
 * antd generates each component's style rules (a few hundred per component, through stylis)
 * once while any instance of it is mounted, under a key of the theme's hash and the component:
 * a second instance mounted meanwhile reuses them. Each test unmounts everything, so the next one
 * generated them all again, a tenth of the component tests' CPU. This keeps a generated style
 * once its last instance unmounts, as if one stayed mounted: its <style> element was left in the
 * document anyway (antd removes it only on hot reload), the next mount injects it into the
 * document of its time as before, and what is kept is what antd would generate again under the
 * same key. Token and CSS variable entries are left as they are: antd removes their styles.
 */
export function keepGeneratedStyles() {
  const fromAntd = createRequire(createRequire(import.meta.url).resolve('antd'));
  const { default: Entity } = fromAntd('@ant-design/cssinjs/lib/Cache') as {
    default?: { prototype: Entity & { [kept]?: true } };
  };
  if (typeof Entity?.prototype.opUpdate !== 'function')
    throw new Error('@ant-design/cssinjs changed: no cache entity to keep generated styles in');
  if (Entity.prototype[kept]) return;
  const opUpdate = Entity.prototype.opUpdate;
  Entity.prototype[kept] = true;
  Entity.prototype.opUpdate = function (key, update) {
    if (!key.startsWith(STYLE_PREFIX)) return opUpdate.call(this, key, update);
    opUpdate.call(this, key, (previous) => {
      const next = update(previous);
      return next === null && previous !== undefined ? [0, previous[1]] : next;
    });
  };
}

const kept = Symbol('generated styles kept');
