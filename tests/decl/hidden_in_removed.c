struct cfg first __read_mostly = { .on = 1, };
int keep;
static struct cfg second __read_mostly = { .on = 0, };
