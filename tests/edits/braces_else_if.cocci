// Code added before an `else if`: the else's body (the inner if, on the
// else's line) gets braces and moves to a line of its own, all its lines
// one step in; a line that gets too long then is broken after a comma,
// the lines that continue a list stay as they are.
@@
expression e1,e2;
statement S1,S2;
@@

+e1 = e2;
if (IS_ERR(
    e1
-   = e2
   )) S1 else S2
