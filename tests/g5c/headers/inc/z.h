static inline int z(int x) { return 9 & x; }
