// Written by hand: removing the last argument of a call broken over two
// lines takes the comma and the line break with it; spatch 1.1.1 leaves
// `h(x` and the indentation before `);` on a line of its own.
@@
@@
h(...,
- c,
  ...)
