// A removed expression nest removes the whole expression it spans.
@@
expression y;
@@
- y = <+... bad(...) ...+>;
