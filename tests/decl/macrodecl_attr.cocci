// A declaration macro followed by an attribute before its `;`.
@@
declarer name DECLARE_TABLE;
attribute name __tbl_attr;
@@
 DECLARE_TABLE(...)
- __tbl_attr
 ;
