// sizeof(T) matches sizeof(E) for an E of type T (sizeof_type_expr): the
// type's names are not needed, the keyword is.
@@
@@
- sizeof(struct item)
+ ITEM_SIZE
