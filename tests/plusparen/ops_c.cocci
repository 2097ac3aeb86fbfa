// Where spatch 1.1.1 prints a metavariable's expression so that it reads
// otherwise (`x << a << 2' for x << E with E = a << 2, `--a' for -E with
// E = -a, `a == b - 1' for E - 1), ladybug puts the parentheses C needs;
// `z && a && b' needs none.  (.res written by hand.)
@@
expression E;
@@
- msleep(E);
+ g(1000 * E, 1 - E, 1 + E, x << E, y == E, z && E, c ? E : 0, c ? 0 : E, E++, E(1), sizeof E, (int)E, &E, *E, -E, E / 2, E - 1);
