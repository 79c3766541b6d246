import type accountConfig from '../../../mf-account/module-federation.config.json';
import type adminConfig from '../../../mf-admin/module-federation.config.json';
import type catalogConfig from '../../../mf-catalog/module-federation.config.json';
import type checkoutConfig from '../../../mf-checkout/module-federation.config.json';
import type productConfig from '../../../mf-product/module-federation.config.json';
import type { RemoteName } from '../contracts/remotes';

/**
 * Each remote's `exposes`, read as types only from its one federation config (data, not code: no remote's code
 * enters this package). A remote missing here fails `Exposes[Remote]` below.
 */
type Exposes = {
  catalog: typeof catalogConfig.exposes;
  product: typeof productConfig.exposes;
  checkout: typeof checkoutConfig.exposes;
  account: typeof accountConfig.exposes;
  admin: typeof adminConfig.exposes;
};

type ModuleName<Key> = Key extends `./${infer Name}` ? Name : never;

/**
 * `<remote>/<module>` for every module a remote exposes (`product/ProductPage`, `catalog/SearchBox`), built from
 * each remote's `module-federation.config.json`: a module that is not exposed, or a typo, does not compile.
 */
export type RemoteModuleId = { [Remote in RemoteName]: `${Remote}/${ModuleName<keyof Exposes[Remote]>}` }[RemoteName];
