typedef struct reg reg_t;
