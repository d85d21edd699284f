// prismjs's core on its own; @types/prismjs describes the same object as the package's main entry.
declare module 'prismjs/components/prism-core' {
  import Prism from 'prismjs';

  export default Prism;
}
