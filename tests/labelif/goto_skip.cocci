// a label right before an #if stands first in the #if's first branch: a goto to it cannot take the path around the group (m1) nor the #else (m3); with a statement between the label and the #if it can (m2, m4), and returns 2 and 4 are starred
@exists@
expression e;
@@
e = ioremap(...);
... when != iounmap(e)
-return ...;
