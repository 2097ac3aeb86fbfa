// `- q = e + q = NULL' on declarations `int *q = e;': the stars,
// qualifiers and other declarators are the declaration's and stay
// (`int *q = NULL;', `char **r = NULL, *s = NULL;'); an assignment too.
@@
expression e;
identifier q;
@@
- q = e
+ q = NULL
