// Removing the last item of a list that ends with a comma takes that
// comma along.
@@
expression E;
@@
enum colour {
  ...,
- BLUE = E,
  ...
};
