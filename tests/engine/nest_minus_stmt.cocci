// A removed statement nest removes every statement of the run it spans.
@@
expression x;
@@
- if (x) { <+... bad(); ...+> }
