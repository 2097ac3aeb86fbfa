// a designated pattern whose braces stay matches lists with other fields, in any order (spatch 1.1.1): .x goes from all three
@@
identifier nm;
expression E, F;
@@
struct s nm = {
- .x = E,
  .z = F,
};
