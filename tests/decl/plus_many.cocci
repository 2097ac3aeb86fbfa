// `++` code is added once per match, even where several matches add it
// at the same place.
@@
identifier x;
@@
struct regs { ...
- int x;
++ int spare;
...
};
