#include "coordinator/farm_init_command.h"

#include <sys/stat.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "coordinator/farm_auth.h"

namespace rtfarm::coordinator {
namespace {

namespace fs = std::filesystem;

struct FarmInitCommand {
  std::string dir;
  std::vector<std::string> hosts;
  std::vector<std::string> clients = {"user"};
  int days = 825;
};

std::string Quote(const std::string& s) {
  std::string out = "'";
  for (char c : s) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return out + "'";
}

void Run(const std::string& command) {
  std::string quiet = command + " >/dev/null 2>&1";
  if (std::system(quiet.c_str()) != 0) throw std::runtime_error("openssl failed: " + command);
}

std::string Token() {
  FILE* pipe = popen("openssl rand -hex 32", "r");
  if (pipe == nullptr) throw std::runtime_error("cannot run openssl");
  char buffer[128] = {};
  size_t n = fread(buffer, 1, sizeof buffer - 1, pipe);
  pclose(pipe);
  std::string token(buffer, n);
  while (!token.empty() && (token.back() == '\n' || token.back() == ' ')) token.pop_back();
  if (token.size() != 64) throw std::runtime_error("openssl rand gave no token");
  return token;
}

void Write(const fs::path& path, const std::string& text, mode_t mode) {
  std::ofstream out(path);
  out << text;
  out.close();
  if (!out) throw std::runtime_error("cannot write " + path.string());
  chmod(path.c_str(), mode);
}

// A certificate signed by the CA, for a coordinator (serverAuth, with its names) or a
// worker (clientAuth, with the common name the coordinator checks).
void Issue(const fs::path& ca, const fs::path& dir, const std::string& name,
           const std::string& common_name, const std::string& extensions, int days) {
  fs::path key = dir / (name + ".key"), csr = dir / (name + ".csr"), crt = dir / (name + ".crt");
  fs::path ext = dir / (name + ".ext");
  Write(ext, extensions, 0600);
  Run("openssl req -new -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -keyout " +
      Quote(key) + " -out " + Quote(csr) + " -subj " + Quote("/CN=" + common_name));
  Run("openssl x509 -req -in " + Quote(csr) + " -CA " + Quote(ca / "ca.crt") + " -CAkey " +
      Quote(ca / "ca.key") + " -CAcreateserial -days " + std::to_string(days) + " -out " +
      Quote(crt) + " -extfile " + Quote(ext));
  chmod(key.c_str(), 0600);
  fs::remove(csr);
  fs::remove(ext);
}

int RunFarmInit(const FarmInitCommand& command) {
  fs::path dir = command.dir;
  try {
    if (fs::exists(dir / "ca" / "ca.key"))
      throw std::runtime_error(command.dir + " already holds a farm (ca/ca.key)");
    for (const char* sub : {"ca", "coordinator", "worker", "client"})
      fs::create_directories(dir / sub);
    fs::path ca = dir / "ca";
    Run("openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -keyout " +
        Quote(ca / "ca.key") + " -out " + Quote(ca / "ca.crt") + " -days 3650 -subj " +
        Quote("/CN=rtfarm farm CA"));
    chmod((ca / "ca.key").c_str(), 0600);
    std::string names = "DNS:localhost,IP:127.0.0.1,IP:::1";
    for (const std::string& host : command.hosts) {
      bool ip = host.find_first_not_of("0123456789.:abcdefABCDEF") == std::string::npos &&
                host.find_first_of(".:") != std::string::npos;
      names += (ip ? ",IP:" : ",DNS:") + host;
    }
    Issue(ca, dir / "coordinator", "coordinator", "rtfarm-coordinator",
          "subjectAltName=" + names + "\nextendedKeyUsage=serverAuth\n", command.days);
    Issue(ca, dir / "worker", "worker", kWorkerCommonName, "extendedKeyUsage=clientAuth\n",
          command.days);
    std::string tokens =
        "# NAME TOKEN: one client a line; remove a line to revoke it (read\n"
        "# again by the coordinator whenever this file changes).\n";
    for (size_t i = 0; i < command.clients.size(); ++i) {
      std::string token = Token();
      tokens += command.clients[i] + " " + token + "\n";
      fs::path client = i == 0 ? dir / "client" : dir / ("client-" + command.clients[i]);
      fs::create_directories(client);
      Write(client / "client.token", token + "\n", 0600);
      fs::copy_file(ca / "ca.crt", client / "ca.crt", fs::copy_options::overwrite_existing);
    }
    Write(dir / "coordinator" / "tokens", tokens, 0600);
    for (const char* sub : {"coordinator", "worker"})
      fs::copy_file(ca / "ca.crt", dir / sub / "ca.crt", fs::copy_options::overwrite_existing);
  } catch (const std::exception& error) {
    std::fprintf(stderr, "error: %s\n", error.what());
    return 1;
  }
  std::printf(
      "farm credentials in %s:\n"
      "  coordinator: rtfarm coordinator --tls %s/coordinator --listen HOST:PORT ...\n"
      "  workers:     rtfarm worker --farm-dir %s/worker --coordinator HOST:PORT\n"
      "  users:       rtfarm submit --farm-dir %s/client --coordinator HOST:PORT TARGET.py\n"
      "keep %s/ca/ca.key safe; tokens are revoked by removing their line from "
      "%s/coordinator/tokens\n",
      command.dir.c_str(), command.dir.c_str(), command.dir.c_str(), command.dir.c_str(),
      command.dir.c_str(), command.dir.c_str());
  return 0;
}

}  // namespace

void AddFarmInitCommand(CLI::App& app, int* status) {
  auto command = std::make_shared<FarmInitCommand>();
  auto* farm = app.add_subcommand("farm", "set up a farm's credentials");
  farm->require_subcommand(1);
  auto* init = farm->add_subcommand("init", "make a CA, certificates and client tokens in DIR");
  init->add_option("dir", command->dir, "where the credentials go")->required();
  init->add_option("--host", command->hosts,
                   "a name or address the coordinator is reached by (repeatable; loopback is "
                   "always included)");
  init->add_option("--client", command->clients, "client names, one token each (default: user)");
  init->add_option("--days", command->days, "validity of the certificates (default 825)")
      ->check(CLI::Range(1, 3650));
  init->callback([command, status] { *status = RunFarmInit(*command); });
}

}  // namespace rtfarm::coordinator
