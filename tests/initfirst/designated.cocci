// Code added before an initializer's first element goes right before it,
// on the `{'s line when the element is there, then a line end and one
// unit of indentation (spatch 1.1.1); as before any other element.
@@
identifier t;
@@
struct s t = {
+ .c = 0,
  .a = 1,
  ...
};
