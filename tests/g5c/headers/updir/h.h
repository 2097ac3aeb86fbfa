static inline int hh(int x) { return 4 & x; }
