// The prefilter: a disjunction of names needs one of them.
@@
expression E;
@@
- return \(posix_acl_clone\|posix_acl_alloc\|posix_acl_dup\)(E);
+ return acl_copy(E);
