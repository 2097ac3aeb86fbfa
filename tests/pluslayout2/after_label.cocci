// Code added after a statement that a label follows (`out:', `case 2:',
// `default:') is indented like that statement, not like the label.
// A kfree of something else than a plain pointer still matches.
@@
expression E;
@@
  kfree(E);
+ E = NULL;
