// A type metavariable bound to a type with an attribute word the parser
// skips (`__iomem', `__user', `__rcu') is printed again with the blanks
// of added code, as any other type (`void __iomem *copy'); the field z
// that nothing changes keeps its tabs.
@@
identifier s, fld =~ "^[a-y]";
type T;
fresh identifier cp = fld ## "_copy";
@@
 struct s {
   ...
   T fld;
+  T cp;
   ...
 };
