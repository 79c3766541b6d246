import './styles/global.css';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { loadRemotesConfig } from './federation/remotesConfig';
import { startFederation } from './federation/runtime';

// With asyncStartup the shared singletons are negotiated before this module runs: no bootstrap file is needed.
async function start() {
  try {
    startFederation(await loadRemotesConfig());
  } catch (error) {
    // Without a config every remote route shows its "unavailable" block; the shell's own pages still work.
    console.error('[federation] could not load /remotes.json', error);
    startFederation({});
  }
  const root = document.getElementById('root');
  if (root) createRoot(root).render(<App />);
}

void start();
