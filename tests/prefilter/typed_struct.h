struct mmc_host { int a; };
struct th { struct mmc_host *mmc; };
