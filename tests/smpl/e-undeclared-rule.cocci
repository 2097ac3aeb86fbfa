@@
identifier q.x;
@@
- f(x);
