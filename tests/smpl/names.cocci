// Metavariables whose names are spelled like kinds.
@@
expression list;
expression type, error;
identifier name, any;
@@
- f(list, type, error, name, any);
