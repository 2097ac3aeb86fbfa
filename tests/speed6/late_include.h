typedef struct item item_t;
