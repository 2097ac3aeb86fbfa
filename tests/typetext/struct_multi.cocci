// must still split: a plain multi-declaration next to the struct-typed one loses only its matched declarator
@@
@@
- int a;
