// an added element list without designators: the `}' at the element's depth; only the last element of tab2 ends in 4 without a comma after it
@@
identifier I;
expression E;
@@
 struct foo I[] = { ...,
- { E, 4 }
+ { E, 5 }
 ,...};
