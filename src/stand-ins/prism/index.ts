/**
 * Stands in for: prism-react-renderer@1.3.5 prism/index.js, the Prism its dist imports (swap "prism").
 *
 * Prism with only the languages this site's code uses, in place of the 30-language copy that
 * prism-react-renderer bundles (src/plugins/module-swaps.ts swaps it in): 10 kB gzipped, not 41. The
 * site's code block (.dumi/theme/components/AccessibleSourceCode.tsx) hands it to Highlight too.
 */
import './manual-mode';
import Prism from 'prismjs/components/prism-core';
import 'prismjs/components/prism-clike';
import 'prismjs/components/prism-markup';
import 'prismjs/components/prism-javascript';
import 'prismjs/components/prism-jsx';
import 'prismjs/components/prism-typescript';
import 'prismjs/components/prism-tsx';
import 'prismjs/components/prism-css';
import 'prismjs/components/prism-less';
import 'prismjs/components/prism-bash';
import 'prismjs/components/prism-json';
import 'prismjs/components/prism-diff';

export default Prism;
