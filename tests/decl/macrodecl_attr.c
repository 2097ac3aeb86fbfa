DECLARE_TABLE(names, 4) __tbl_attr;
DECLARE_TABLE(ids, 8);
