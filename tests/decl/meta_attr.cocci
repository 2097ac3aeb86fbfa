// An attribute metavariable binds the attribute after a declarator;
// removing it removes the attribute.
@@
attribute name __cold;
attribute a;
identifier v;
@@
 long v
-	a
	= 0;
