// The same written as a statement, `- q = e; + q = NULL;'.
@@
expression e;
identifier q;
@@
- q = e;
+ q = NULL;
