// A function removed whole takes its prototypes with it, `;', storage
// class and all, whatever their parameter names or count (spatch 1.1.1);
// a function not removed (n's name is not y's... k) keeps its own.
@@
identifier f;
@@
- int f(int y) { ... }
